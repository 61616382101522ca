from cellar import Cellar


def main():
    cellar = Cellar(sugar=[220, 200, 240, 210, 230], yeast=[5, 8, 4, 6, 5], temp=[24, 18, 26, 15, 22])
    for hour in range(200):
        cellar.advance(hour)
    print("hour each tank went dry:", cellar.dry_at.tolist())


if __name__ == "__main__":
    main()
