from evolution import Quench


def main():
    q = Quench(n=6, J=1.0, h=1.2, dt=0.02)
    for block in range(4):
        q.advance(5)
        print(f"t={float(q.time):.2f} L(t)={q.loschmidt_echo():.5f}")


if __name__ == "__main__":
    main()
