import jax
import jax.numpy as jnp

CONFIG = {"layer_tops_km": [0.0, 4.0, 12.0, 25.0], "vp_kms": [4.8, 5.9, 6.4, 7.9]}


@jax.jit
def one_way_time(vp, tops, depth):
    bottoms = jnp.concatenate([tops[1:], jnp.array([1e3])])
    thick = jnp.clip(jnp.minimum(bottoms, depth) - tops, 0.0, None)
    return jnp.sum(thick / jnp.asarray(vp))


def rescale_model(vp, tops, check_depth, observed_time, n_iter=4):
    for it in range(n_iter):
        t = one_way_time(vp, tops, check_depth)
        vp = vp * (t / observed_time)
        print(it, float(t))
    return vp


def load_model(config):
    return jnp.asarray(config["layer_tops_km"]), jnp.asarray(config["vp_kms"])


def main():
    tops, vp = load_model(CONFIG)
    vp = rescale_model(vp, tops, 20.0, 3.3)
    print([round(float(v), 3) for v in vp])


if __name__ == "__main__":
    main()
