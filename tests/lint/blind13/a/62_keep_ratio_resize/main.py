import jax
import jax.numpy as jnp
import numpy as np

from transforms import resize_short_side


def init_detector(key):
    k1, k2 = jax.random.split(key)
    return {"conv": jax.random.normal(k1, (3, 3, 3, 8)) * 0.2,
            "obj": jax.random.normal(k2, (8,)) * 0.5}


@jax.jit
def objectness_map(params, image):
    x = jax.lax.conv_general_dilated(image[None], params["conv"], (2, 2), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.nn.sigmoid(jax.nn.relu(x[0]) @ params["obj"])


def main():
    rng = np.random.default_rng(0)
    params = init_detector(jax.random.PRNGKey(0))
    # a folder of photos with mixed orientations and sizes
    sizes = [(48, 64), (64, 48), (40, 40), (30, 60), (48, 64), (60, 45)]
    for i, (h, w) in enumerate(sizes):
        photo = rng.uniform(size=(h, w, 3)).astype(np.float32)
        image = resize_short_side(photo)
        heat = objectness_map(params, image)
        print(f"photo {i} {h}x{w} -> {image.shape[0]}x{image.shape[1]}: max objectness {float(heat.max()):.3f}")


if __name__ == "__main__":
    main()
