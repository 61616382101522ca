import jax
import jax.numpy as jnp

from data import segments


@jax.jit
def apnea_score(w, seg):
    dips = jnp.mean(jnp.maximum(jnp.max(seg["spo2"]) - seg["spo2"] - 3.0, 0.0))
    hrv = jnp.std(jnp.diff(seg["hr"]))
    logit = w[0] * dips + w[1] * hrv + w[2]
    return logit, seg["label"]


def main():
    w = jnp.array([2.0, -0.5, 0.1], jnp.float32)
    rows = [apnea_score(w, seg) for seg in segments(6)]
    print([(round(float(l), 2), int(y)) for l, y in rows])


if __name__ == "__main__":
    main()
