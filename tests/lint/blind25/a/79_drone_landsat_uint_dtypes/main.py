from indices import green_leaf_index
from sources import field_imagery


def main():
    for i, (src, img, scale) in enumerate(field_imagery()):
        gli, cover = green_leaf_index(img, scale)
        print(f"image {i} [{src}, {img.dtype}]: GLI {float(gli):.3f}, green cover {float(cover):.1%}")


if __name__ == "__main__":
    main()
