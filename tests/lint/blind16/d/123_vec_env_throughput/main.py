from bench import throughput

ENV_COUNTS = (16, 64, 256)


def main():
    for n in ENV_COUNTS:
        print(f"{n:5d} envs: {throughput(n):,.0f} steps/s")


if __name__ == "__main__":
    main()
