import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
from jax.scipy.stats import norm


class PricerMLP(nn.Module):
    width: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.softplus(nn.Dense(self.width)(x))
        x = nn.softplus(nn.Dense(self.width)(x))
        return nn.softplus(nn.Dense(1)(x))[..., 0]


def make_dataset(n, seed=0):
    """Inputs (moneyness, vol, T) -> Black-Scholes call price per unit spot."""
    rng = np.random.default_rng(seed)
    m = rng.uniform(0.8, 1.2, n)
    vol = rng.uniform(0.1, 0.5, n)
    T = rng.uniform(0.1, 2.0, n)
    sd = vol * np.sqrt(T)
    d1 = -np.log(m) / sd + 0.5 * sd
    price = norm.cdf(d1) - m * norm.cdf(d1 - sd)
    X = np.stack([m, vol, T], axis=1).astype(np.float32)
    return X, np.asarray(price, dtype=np.float32)
