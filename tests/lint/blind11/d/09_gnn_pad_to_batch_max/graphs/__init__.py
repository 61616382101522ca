from .data import random_molecules, collate
from .model import init_gcn, gcn_loss
