import numpy as np
import jax.numpy as jnp

from tracker import StarTracker


def render_star(rng, size=32):
    cx, cy = rng.uniform(8, 24, 2)
    yy, xx = np.mgrid[0:size, 0:size]
    img = np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / 2.0) + rng.normal(0, 0.02, (size, size))
    return jnp.asarray(img, jnp.float32), (cx, cy)


def main():
    rng = np.random.default_rng(0)
    st = StarTracker()
    for k in range(6):
        img, truth = render_star(rng)
        est = st.process(img)
        print(k, np.round(truth, 3), np.round(np.asarray(est), 3))


if __name__ == "__main__":
    main()
