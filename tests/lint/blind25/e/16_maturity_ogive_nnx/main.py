import optax
from flax import nnx
from model import Ogive, ogive_step
from sampler import MaturitySampler

model = Ogive(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(0.05), wrt=nnx.Param)
sampler = MaturitySampler()
for it in range(40):
    loss = ogive_step(model, optimizer, *sampler.draw())
print("final loss", float(loss))
