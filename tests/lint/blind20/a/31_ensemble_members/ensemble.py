import equinox as eqx
import jax


def build_member(seed, in_size=20, out_size=24):
    return eqx.nn.MLP(
        in_size,
        out_size,
        width_size=32,
        depth=2,
        activation=lambda x: jax.nn.leaky_relu(x, 0.1),
        key=jax.random.PRNGKey(seed),
    )


def build_ensemble(n_members):
    return [build_member(seed) for seed in range(n_members)]
