import optax
from flax import nnx

STAGES = [(0.02, 10), (0.005, 10), (0.001, 10)]

def make_optimizer(model, lr):
    return nnx.Optimizer(model, optax.adam(optax.constant_schedule(lr)), wrt=nnx.Param)
