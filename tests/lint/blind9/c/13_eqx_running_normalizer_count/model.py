import equinox as eqx
import jax
import jax.numpy as jnp


class RunningNormalizer(eqx.Module):
    mean: jax.Array
    m2: jax.Array
    count: int = 0

    @classmethod
    def create(cls, n_features):
        return cls(jnp.zeros(n_features), jnp.zeros(n_features), 0)

    def std(self):
        return jnp.sqrt(self.m2 / jnp.maximum(self.count - 1, 1) + 1e-6)


class CTRModel(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, n_features, key):
        self.mlp = eqx.nn.MLP(n_features, 1, width_size=32, depth=2, key=key)

    def __call__(self, x):
        return jax.nn.sigmoid(jax.vmap(self.mlp)(x)[:, 0])


@eqx.filter_jit
def observe_and_score(model, norm, x):
    # Chan et al. parallel update of mean / M2 with this batch
    n_b = x.shape[0]
    b_mean = x.mean(axis=0)
    b_m2 = ((x - b_mean) ** 2).sum(axis=0)
    total = norm.count + n_b
    delta = b_mean - norm.mean
    mean = norm.mean + delta * n_b / total
    m2 = norm.m2 + b_m2 + delta**2 * norm.count * n_b / total
    norm = RunningNormalizer(mean, m2, total)
    return model((x - norm.mean) / norm.std()), norm
