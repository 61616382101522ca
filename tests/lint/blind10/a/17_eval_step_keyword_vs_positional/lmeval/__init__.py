from .metrics import eval_step
from .harness import run_validation, run_test_suite
