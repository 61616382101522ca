from study import tolerance_study


def main():
    for row in tolerance_study([1e-2, 1e-3, 1e-4]):
        print(row)


if __name__ == "__main__":
    main()
