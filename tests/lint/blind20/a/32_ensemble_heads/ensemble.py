import equinox as eqx
import jax


def leaky(x):
    return jax.nn.leaky_relu(x, 0.1)


def build_member(seed, in_size=20, out_size=24):
    return eqx.nn.MLP(
        in_size,
        out_size,
        width_size=32,
        depth=2,
        activation=leaky,
        key=jax.random.PRNGKey(seed),
    )


def build_ensemble(n_members):
    return [build_member(seed) for seed in range(n_members)]
