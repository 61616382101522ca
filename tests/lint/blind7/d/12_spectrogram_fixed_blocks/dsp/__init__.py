from .spectral import log_spectrogram
