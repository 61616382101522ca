import equinox as eqx
import jax
import jax.numpy as jnp


class RoutePolicy(eqx.Module):
    mlp: eqx.nn.MLP
    temperature: float

    def __init__(self, n_feat, n_routes, key, temperature=2.0):
        self.mlp = eqx.nn.MLP(n_feat, n_routes, 32, 2, key=key)
        self.temperature = temperature

    def __call__(self, x):
        return jax.nn.log_softmax(self.mlp(x) / self.temperature)
