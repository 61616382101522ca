from .metrics import METRICS
from .runner import run_suite
