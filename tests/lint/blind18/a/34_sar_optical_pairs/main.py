import jax
import jax.numpy as jnp

from readers import observation_stream


@jax.jit
def fused_features(obs):
    optical, sar = obs
    ndvi = (optical[3] - optical[2]) / (optical[3] + optical[2] + 1e-6)
    vh_vv = sar[1] - sar[0]
    return jnp.stack([ndvi, vh_vv, sar.mean(0)])


def main():
    feats = []
    for obs in observation_stream():
        obs = jax.tree_util.tree_map(jnp.asarray, obs)
        feats.append(fused_features(obs))
    print("feature stack", jnp.stack(feats).shape)


if __name__ == "__main__":
    main()
