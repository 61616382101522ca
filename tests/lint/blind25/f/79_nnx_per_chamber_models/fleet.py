import optax
from flax import nnx

from model import EtchRateModel

CHAMBERS = ["PM1", "PM2", "PM3", "PM4"]


def build_fleet(n_in):
    fleet = {}
    for i, ch in enumerate(CHAMBERS):
        m = EtchRateModel(n_in, nnx.Rngs(i))
        fleet[ch] = (m, nnx.Optimizer(m, optax.adam(1e-2), wrt=nnx.Param))
    return fleet
