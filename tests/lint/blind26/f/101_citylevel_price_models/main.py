import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx
from model import CityPriceNet

ADAM = optax.adam(1e-2)

@nnx.jit
def city_shared_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss

rng = np.random.default_rng(0)
for seed, city in enumerate(["austin", "denver", "tampa"]):
    model = CityPriceNet(nnx.Rngs(seed))
    optimizer = nnx.Optimizer(model, ADAM, wrt=nnx.Param)
    X = rng.normal(size=(128, 5)).astype(np.float32)
    y = (X @ rng.normal(size=5)).astype(np.float32)
    for _ in range(20):
        loss = city_shared_step(model, optimizer, X, y)
    print(city, float(loss))
