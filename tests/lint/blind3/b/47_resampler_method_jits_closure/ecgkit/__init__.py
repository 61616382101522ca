from .resample import Resampler
from .qc import beat_quality
