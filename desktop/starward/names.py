"""Starward's words on screen, translated: roles and symbols, stacks, planet types, resources, moves."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from games.starward.cards import Kind, PlanetType, Resource, Stack, Symbol, card


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate in the context pyside6-lupdate gives a bare tr() call (the empty one); `n` for %n plurals."""
    return QCoreApplication.translate("", text, disambiguation, n)


# One colour per symbol, used on cards, role buttons and stack tiles alike.
SYMBOL_COLOURS = {
    Symbol.SURVEY: QColor("#2f8fbf"),
    Symbol.WARFARE: QColor("#c0392b"),
    Symbol.COLONIZE: QColor("#2e9b55"),
    Symbol.PRODUCE: QColor("#b3702a"),
    Symbol.TRADE: QColor("#c9a227"),
    Symbol.RESEARCH: QColor("#7d4cc2"),
}
TYPE_COLOURS = {
    PlanetType.ADVANCED: QColor("#6c7a89"),
    PlanetType.FERTILE: QColor("#3f8f4f"),
    PlanetType.METALLIC: QColor("#9a6a3a"),
}
RESOURCE_COLOURS = {
    Resource.SILICON: QColor("#9fb7d9"),
    Resource.FOOD: QColor("#e0a040"),
    Resource.WATER: QColor("#3f7fd0"),
    Resource.IRON: QColor("#8a8a8a"),
}
POLITICS_COLOUR = QColor("#5a5246")


def role_name(role: Symbol) -> str:
    return {
        Symbol.SURVEY: tr("Survey"),
        Symbol.WARFARE: tr("Warfare"),
        Symbol.COLONIZE: tr("Colonize"),
        Symbol.PRODUCE: tr("Produce"),
        Symbol.TRADE: tr("Trade"),
        Symbol.RESEARCH: tr("Research"),
    }[role]


def symbol_letter(symbol: Symbol) -> str:
    """One letter in a coloured disc stands for a symbol on a card (the colour says which)."""
    return {
        Symbol.SURVEY: tr("S", "Survey symbol"),
        Symbol.WARFARE: tr("W", "Warfare symbol"),
        Symbol.COLONIZE: tr("C", "Colonize symbol"),
        Symbol.PRODUCE: tr("P", "Produce symbol"),
        Symbol.TRADE: tr("T", "Trade symbol"),
        Symbol.RESEARCH: tr("R", "Research symbol"),
    }[symbol]


def stack_name(stack: Stack) -> str:
    return {
        Stack.SURVEY: tr("Survey"),
        Stack.WARFARE: tr("Warfare"),
        Stack.COLONIZE: tr("Colonize"),
        Stack.PRODUCE_TRADE: tr("Produce/Trade"),
        Stack.RESEARCH: tr("Research"),
    }[stack]


def type_name(kind: PlanetType) -> str:
    return {
        PlanetType.ADVANCED: tr("Advanced"),
        PlanetType.FERTILE: tr("Fertile"),
        PlanetType.METALLIC: tr("Metallic"),
    }[kind]


def short_type_name(kind: PlanetType) -> str:
    """The planet type in a word that fits a narrow tile ("Metall."); the tile's tooltip has it whole."""
    return {
        PlanetType.ADVANCED: tr("Advanced", "planet type on a narrow tile"),
        PlanetType.FERTILE: tr("Fertile", "planet type on a narrow tile"),
        PlanetType.METALLIC: tr("Metallic", "planet type on a narrow tile"),
    }[kind]


def resource_name(resource: Resource) -> str:
    return {
        Resource.SILICON: tr("silicon"),
        Resource.FOOD: tr("food"),
        Resource.WATER: tr("water"),
        Resource.IRON: tr("iron"),
    }[resource]


def card_name(card_id: int) -> str:
    """A basic card by its translated role name; a technology keeps its printed (English) name."""
    c = card(card_id)
    if c.kind is Kind.TECHNOLOGY:
        return c.name
    if c.kind is Kind.POLITICS:
        return tr("Politics")
    if c.kind is Kind.PRODUCE_TRADE:
        return tr("Produce/Trade")
    return role_name(Symbol(c.kind.value))


def cards_text(cards: tuple[int, ...] | list[int]) -> str:
    return ", ".join(card_name(c) for c in cards)


def move_name(kind: str) -> str:
    return {
        "play_action": tr("Action"),
        "end_actions": tr("End of the action phase"),
        "choose_role": tr("Role choice"),
        "boost": tr("Boost"),
        "follow": tr("Follow"),
        "dissent": tr("Dissent"),
        "keep_planet": tr("Survey pick"),
        "attack": tr("Attack"),
        "colonize": tr("Colonize"),
        "produce": tr("Produce"),
        "trade": tr("Trade"),
        "research": tr("Research"),
        "remove_cards": tr("Removing cards"),
        "cleanup": tr("Cleanup"),
    }.get(kind, kind)
