import haiku as hk
import jax


def style_classifier(images, num_styles=6):
    x = hk.Conv2D(8, 3, stride=2)(images)
    x = jax.nn.relu(x)
    x = hk.Conv2D(16, 3, stride=2)(x)
    x = jax.nn.relu(x).mean(axis=(1, 2))
    return hk.Linear(num_styles)(x)
