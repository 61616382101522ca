from .loader import ArrayLoader
from .curriculum import easiest_fraction
