"""Recording a secret objective scored at the table (the engine's ScoreSecret): its name, then Record."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from desktop.council.names import tr
from desktop.plain_text import plain_labels
from desktop.table.felt import dress

MAX_NAME = 60  # as games/council/scoring.py allows


class ScoreSecretDialog(QDialog):
    """Asks the seat on turn which (ordinary) secret objective it scored; the engine checks the rest."""

    def __init__(self, player: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreSecretDialog")
        self.setWindowTitle(tr("Secret objective scored"))
        layout = QVBoxLayout(self)
        head = QLabel(tr("Which secret objective did %1 score at the table?").replace("%1", player))
        head.setObjectName("Heading")
        head.setWordWrap(True)
        layout.addWidget(head)
        note = QLabel(
            tr(
                "It becomes public and is worth 1 VP. Dictate Policy and Drive the Debate are "
                "scored with their own cards instead."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.name = QLineEdit()
        self.name.setObjectName("secret_name")
        self.name.setMaxLength(MAX_NAME)
        self.name.setPlaceholderText(tr("e.g. Become a Martyr"))
        self.name.setAccessibleName(tr("Secret objective scored"))
        layout.addWidget(self.name)
        self.problem = QLabel()
        self.problem.setObjectName("ActionHint")
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox()
        self.record_button = buttons.addButton(tr("&Record"), QDialogButtonBox.ButtonRole.ActionRole)
        self.record_button.setObjectName("secret_record")
        self.record_button.setDefault(True)
        self.record_button.setEnabled(False)
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.name.textChanged.connect(self._changed)
        self.name.returnPressed.connect(self.record_button.click)
        dress(self)
        plain_labels(self)  # players' names, shown as typed
        self.resize(460, self.sizeHint().height())

    def _changed(self, text: str) -> None:
        self.problem.hide()
        self.record_button.setEnabled(bool(text.strip()))

    def objective(self) -> str:
        return self.name.text()

    def show_problem(self, text: str) -> None:
        self.problem.setText(str(text))
        self.problem.show()
