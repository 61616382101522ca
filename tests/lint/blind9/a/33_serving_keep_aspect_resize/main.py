import jax
import numpy as np

from service import ClassifierService, init_convnet

LABELS = ["cat", "dog", "car", "tree", "boat"]


def incoming_requests(rng, n):
    """Uploaded photos arrive at whatever resolution the client sent."""
    for _ in range(n):
        h, w = rng.integers(24, 64, size=2)
        yield rng.uniform(size=(h, w, 3)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    service = ClassifierService(init_convnet(jax.random.PRNGKey(0)), LABELS)
    for i, image in enumerate(incoming_requests(rng, 6)):
        label, p = service.predict(image)
        print(f"request {i}: {image.shape} -> {label} ({p:.2f})")


if __name__ == "__main__":
    main()
