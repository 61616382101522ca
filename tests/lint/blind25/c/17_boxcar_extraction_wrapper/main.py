import numpy as np
import jax
import jax.numpy as jnp

N_DISP, N_SPAT = 256, 31


@jax.jit
def boxcar_extract(frame, center, half_width, sky_rows):
    rows = jnp.arange(frame.shape[1])
    aperture = jnp.abs(rows - center) <= half_width
    sky = jnp.sum(frame * sky_rows, axis=1) / jnp.sum(sky_rows)
    return jnp.sum((frame - sky[:, None]) * aperture, axis=1)


def extract(frame, trace_center, half_width=3.0):
    rows = np.arange(N_SPAT)
    sky_rows = ((np.abs(rows - trace_center) > 8) & (np.abs(rows - trace_center) < 13)).astype(np.float32)
    return boxcar_extract(frame=jnp.asarray(frame), center=jnp.float32(trace_center),
                          half_width=jnp.float32(half_width), sky_rows=jnp.asarray(sky_rows))


def fake_frame(rng, spectrum, center):
    y = np.arange(N_SPAT)
    prof = np.exp(-0.5 * ((y - center) / 1.8) ** 2)
    prof /= prof.sum()
    return (spectrum[:, None] * prof + 30 + rng.normal(0, 3, (N_DISP, N_SPAT))).astype(np.float32)


def main():
    rng = np.random.default_rng(23)
    standard = fake_frame(rng, np.full(N_DISP, 5000.0), 15.0)
    sens = np.asarray(extract(standard, 15.0, half_width=4.0)) / 5000.0
    for i, center in enumerate([14.2, 15.0, 15.7, 16.1]):
        target = fake_frame(rng, 800 + 100 * np.cos(np.arange(N_DISP) / 30), center)
        flux = np.asarray(extract(target, center)) / sens
        print(f"target exposure {i}: trace at {center}, mean flux {flux.mean():.1f}")


if __name__ == "__main__":
    main()
