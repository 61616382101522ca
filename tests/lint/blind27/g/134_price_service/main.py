from serving import parse_request, price_estimate

REQUESTS = [
    {"sku": "CAB-19", "score": 4.1, "age": 5, "critic_points": 92},
    {"sku": "MER-21", "score": 3.6, "age": 3, "critic_points": None},
    {"sku": "SYR-20", "score": 3.9, "age": 4, "critic_points": 90},
    {"sku": "ROS-23", "score": 3.2, "age": 1},
]


def main():
    for r in REQUESTS:
        print(r["sku"], round(float(price_estimate(parse_request(r))), 2))


if __name__ == "__main__":
    main()
