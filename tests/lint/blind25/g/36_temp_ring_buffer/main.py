import numpy as np
import jax
import jax.numpy as jnp

SPAN = 6


@jax.jit
def push_and_trend(buf, count, reading):
    buf = jnp.roll(buf, -1).at[-1].set(reading)
    count = jnp.minimum(count + 1, SPAN)
    valid = jnp.arange(SPAN) >= SPAN - count
    t = jnp.arange(SPAN, dtype=jnp.float32)
    n = jnp.maximum(valid.sum(), 1)
    tm = jnp.sum(jnp.where(valid, t, 0.0)) / n
    ym = jnp.sum(jnp.where(valid, buf, 0.0)) / n
    num = jnp.sum(jnp.where(valid, (t - tm) * (buf - ym), 0.0))
    den = jnp.sum(jnp.where(valid, (t - tm) ** 2, 0.0))
    return buf, count, ym, num / jnp.maximum(den, 1e-6)


def main():
    rng = np.random.default_rng(2)
    buf = jnp.zeros(SPAN)
    count = jnp.array(0)
    temp = 30.0
    for minute in range(0, 300, 15):
        # exothermic phase of a koji culture bed
        temp += 0.35 + 0.1 * rng.normal()
        buf, count, level, slope = push_and_trend(buf, count, jnp.float32(temp))
        flag = "increase aeration" if float(level) > 35 and float(slope) > 0.2 else ""
        print(f"{minute:3d} min {float(level):.2f} C {float(slope):+.3f} {flag}")


if __name__ == "__main__":
    main()
