import jax
import jax.numpy as jnp
import numpy as np

from reporting import metric_key


@jax.jit
def calibration_error(probs, labels):
    bins = jnp.clip((probs * 10).astype(jnp.int32), 0, 9)
    conf = jax.ops.segment_sum(probs, bins, num_segments=10)
    acc = jax.ops.segment_sum(labels, bins, num_segments=10)
    count = jax.ops.segment_sum(jnp.ones_like(probs), bins, num_segments=10)
    ece = jnp.sum(jnp.abs(conf - acc)) / probs.shape[0]
    return ece, jnp.mean(count > 0)


def main():
    rng = np.random.default_rng(0)
    dashboard = {}
    for day in range(5):
        probs = rng.random(200).astype(np.float32)
        labels = (rng.random(200) < probs).astype(np.float32)
        ece, coverage = calibration_error(probs, labels)
        name = metric_key("ece", day)
        dashboard.update({name: ece, name + "/coverage": coverage})
    for k, v in dashboard.items():
        print(k, round(float(v), 4))


if __name__ == "__main__":
    main()
