import haiku as hk
import jax


def fuel_estimator(x):
    mlp = hk.nets.MLP([64, 64, 1], activation=jax.nn.swish)
    return mlp(x)[:, 0]


net = hk.without_apply_rng(hk.transform(fuel_estimator))


@jax.jit
def estimate_trip_fuel(params, features):
    return net.apply(params, features)
