from .config import AugmentConfig
from .augment import Augmenter
