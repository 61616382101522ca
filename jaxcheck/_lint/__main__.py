"""``python -m jaxcheck._lint [PATHS...]``: `jaxcheck lint` without the rest of the command
line (no typer or rich), as the pre-commit hook ``jaxcheck-lint`` runs it."""

import sys

from jaxcheck._commands.lint import main

sys.exit(main())
