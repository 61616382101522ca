import jax

from detkit.data import batches, synthetic_detection_set
from model import detection_loss, init_head


def main():
    dataset = synthetic_detection_set(num_images=16)
    params = init_head(jax.random.PRNGKey(0))
    for epoch in range(2):
        for step, (images, boxes, labels) in enumerate(batches(dataset, batch_size=2)):
            loss = detection_loss(params, images, boxes, labels)
            params = jax.tree_util.tree_map(lambda p: p * 0.999, params)
            print(f"epoch {epoch} step {step} boxes/img<= {boxes.shape[1]:2d} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
