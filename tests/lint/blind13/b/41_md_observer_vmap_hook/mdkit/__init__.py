from .engine import Simulation
from .observers import RDFObserver, VirialObserver
