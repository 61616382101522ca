import jax
import jax.numpy as jnp
import numpy as np

from service import net, serve

params = net.init(jax.random.PRNGKey(5), jnp.zeros((1, 24, 24, 1)))
rng = np.random.default_rng(8)
for req in range(7):
    n = int(rng.integers(1, 9))
    tiles = rng.normal(0, 1, (n, 24, 24, 1)).astype(np.float32)
    leads = serve(params, tiles)
    print(f"request {req}: {n} tiles, lead fraction {leads.mean():.3f}")
