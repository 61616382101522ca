from .batching import collate
from .encoder import EncoderParams, encode
