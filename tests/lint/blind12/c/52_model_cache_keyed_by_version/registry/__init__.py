from .store import ModelStore
from .cache import CompiledModelCache
