import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def overlay_timecode(frame, glyph_mask, opacity, color):
    a = glyph_mask[..., None] * opacity
    return frame * (1 - a) + color * a


def draw_for_client(frame, mask, settings):
    return overlay_timecode(frame, mask, opacity=settings["opacity"], color=settings["color"])


def draw_for_editorial(frame, mask, settings):
    return overlay_timecode(frame, mask, color=settings["color"], opacity=settings["opacity"])


def main():
    rng = np.random.default_rng(3)
    client = {"opacity": 0.5, "color": np.array([1.0, 1.0, 1.0], np.float32)}
    editorial = {"opacity": 0.9, "color": np.array([1.0, 0.9, 0.0], np.float32)}
    for i in range(4):
        frame = rng.uniform(0, 1, (27, 48, 3)).astype(np.float32)
        mask = (rng.uniform(0, 1, (27, 48)) > 0.9).astype(np.float32)
        a = draw_for_client(frame, mask, client)
        b = draw_for_editorial(frame, mask, editorial)
        print(i, round(float(a.mean()), 4), round(float(b.mean()), 4))


if __name__ == "__main__":
    main()
