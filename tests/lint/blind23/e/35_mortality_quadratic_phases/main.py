import jax.numpy as jnp
import numpy as np

from train import optimizer, update, set_learning_rate

ages = (np.arange(50, 100) - 75) / 25.0
rng = np.random.default_rng(22)
exposure = rng.uniform(500, 2000, ages.shape).astype(np.float32)
deaths = rng.poisson(exposure * np.exp(-4.0 + 2.2 * ages + 0.3 * ages ** 2)).astype(np.float32)
ages = ages.astype(np.float32)

params = {"a": jnp.zeros(()), "b": jnp.zeros(()), "c": jnp.zeros(())}
opt_state = optimizer.init(params)
for phase, lr in enumerate([5e-2, 2e-2, 1e-2, 5e-3]):
    opt_state = set_learning_rate(opt_state, lr)
    for _ in range(100):
        params, opt_state, loss = update(params, opt_state, ages, deaths, exposure)
    print(f"phase {phase} lr {lr}: loss {float(loss):.5f}")
print({k: round(float(v), 3) for k, v in params.items()})
