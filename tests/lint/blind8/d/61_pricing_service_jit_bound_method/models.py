import jax
import jax.numpy as jnp


class MertonJumpModel:
    """Merton jump-diffusion, priced by Monte Carlo on terminal values."""

    def __init__(self, vol=0.2, jump_rate=0.3, jump_mean=-0.1, jump_vol=0.15, rate=0.02, n_paths=8192):
        self.vol, self.jump_rate = vol, jump_rate
        self.jump_mean, self.jump_vol = jump_mean, jump_vol
        self.rate, self.n_paths = rate, n_paths

    def price(self, key, spot, strike, maturity):
        k1, k2, k3 = jax.random.split(key, 3)
        kappa = jnp.exp(self.jump_mean + 0.5 * self.jump_vol**2) - 1.0
        # at most one jump per path (fine for the short maturities we quote)
        n_jumps = jax.random.bernoulli(k1, 1.0 - jnp.exp(-self.jump_rate * maturity), (self.n_paths,)).astype(jnp.float32)
        jump = n_jumps * self.jump_mean + jnp.sqrt(n_jumps) * self.jump_vol * jax.random.normal(k2, (self.n_paths,))
        drift = (self.rate - 0.5 * self.vol**2 - self.jump_rate * kappa) * maturity
        log_st = jnp.log(spot) + drift + self.vol * jnp.sqrt(maturity) * jax.random.normal(k3, (self.n_paths,)) + jump
        return jnp.exp(-self.rate * maturity) * jnp.maximum(jnp.exp(log_st) - strike, 0.0).mean()
