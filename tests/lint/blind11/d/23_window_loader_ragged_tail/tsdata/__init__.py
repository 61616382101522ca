from .loader import WindowLoader
