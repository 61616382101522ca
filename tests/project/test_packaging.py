"""What the README and docs/ci.md promise about installing, CI and pre-commit matches the
files, and the pre-commit hook's script says how to install jaxcheck from where it came.
"""

from __future__ import annotations

import os

import yaml
from helpers import REPO


def test_the_readme_shows_the_ci_workflow_that_the_install_tests_run():
    workflow = (REPO / "examples" / "ci" / "jaxcheck.yml").read_text()
    assert f"```yaml\n{workflow}```" in (REPO / "docs" / "ci.md").read_text(), (
        "docs/ci.md's CI workflow differs from examples/ci/jaxcheck.yml: paste the file into "
        "docs/ci.md")
    spec = yaml.safe_load(workflow)
    runs = [s["run"] for job in spec["jobs"].values() for s in job["steps"] if "run" in s]
    assert any(r.startswith("jaxcheck check") for r in runs)


def test_the_hook_ids_and_their_entries():
    hooks = {h["id"]: h for h in yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text())}
    assert set(hooks) == {"jaxcheck", "jaxcheck-isolated", "jaxcheck-lint"}
    system = hooks["jaxcheck"]
    assert system["language"] == "script" and system["pass_filenames"] is False
    script = REPO / system["entry"]
    assert script.is_file() and os.access(script, os.X_OK), f"{script} must be executable"
    assert hooks["jaxcheck-isolated"]["language"] == "python"
    lint = hooks["jaxcheck-lint"]  # runs from the hook's checkout: nothing installed
    assert lint["language"] == "script" and lint["types"] == ["python"]
    assert os.access(REPO / lint["entry"], os.X_OK)


# --- the pre-commit hook's own script -------------------------------------------------


def test_the_hook_says_how_to_install_from_where_jaxcheck_came():
    hook = (REPO / "hooks" / "jaxcheck").read_text()
    assert "pip install jaxcheck" not in hook
    assert "pip install /path/to/jaxcheck" in hook
