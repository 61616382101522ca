import numpy as np

from po import ORDERS, size_vector
from trims import trims_needed

for order in ORDERS:
    need = trims_needed(size_vector(order), 0.03)
    print(order["po"], dict(zip(["size labels", "care labels", "buttons"], np.asarray(need).astype(int).tolist())))
