import jax.numpy as jnp
import numpy as np

from ncg import nonlinear_cg

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    M = rng.normal(size=(10, 10)).astype(np.float32)
    A = jnp.asarray(M @ M.T / 10 + np.eye(10, dtype=np.float32))
    b = jnp.asarray(rng.normal(size=10).astype(np.float32))
    nonlinear_cg(jnp.zeros(10), A, b)
