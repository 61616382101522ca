from io_utils import read_raw, has_cosmics, clean_cosmics
from detect import detect_sources


def preprocess(img):
    if has_cosmics(img):
        img = clean_cosmics(img)
    return img


def main():
    for i in range(6):
        img = preprocess(read_raw(i))
        n = int(detect_sources(img, 5.0))
        print(f"frame {i}: {n} sources above 5 sigma")


if __name__ == "__main__":
    main()
