import jax
import jax.numpy as jnp
import numpy as np

from charting import chart_to_slots, detect


@jax.jit
def caries_chart(crops, present, w):
    feats = jnp.stack([crops.mean((1, 2)), crops.max((1, 2)), (crops < 0.1).mean((1, 2))], -1)
    return jnp.where(present, jax.nn.sigmoid(feats @ w), 0.0)


def main():
    rng = np.random.default_rng(0)
    w = jnp.array([-1.0, 0.5, 8.0])
    for patient in range(5):
        pano = rng.uniform(size=(20, 128)).astype(np.float32)
        found = detect(pano, rng)
        crops, present = chart_to_slots(found)
        p = caries_chart(crops, present, w)
        print(patient, len(found), int((p > 0.5).sum()))


if __name__ == "__main__":
    main()
