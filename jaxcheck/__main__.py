import os
import sys

# `python -m jaxcheck` puts the current directory first on sys.path, where a user's
# json.py or xml.py would shadow the standard library for jaxcheck itself. Targets are
# imported with their own directories on the path (see _resolve.user_state).
if sys.path and not sys.flags.safe_path and sys.path[0] in ("", os.getcwd()):
    del sys.path[0]

if sys.argv[1:2] == ["lint"]:  # the standard-library lint path: no typer to import
    from jaxcheck._src.cli.commands.lint import main as lint

    sys.exit(lint(sys.argv[2:]))

from jaxcheck._src.cli.app import main  # noqa: E402

main()
