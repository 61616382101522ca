from loader import normalized_scans


def main():
    for i, page in normalized_scans(5):
        print(i, float(page.mean()), float(page.max()))


if __name__ == "__main__":
    main()
