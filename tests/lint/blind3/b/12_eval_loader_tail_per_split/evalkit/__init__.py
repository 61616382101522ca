from .loader import ArrayLoader
from .scoring import calibration_counts, summarize
