from jobs import render_job

QUEUE = [
    {"text": "previously on the show", "line_y": 30.0},
    {"text": "where is the money", "line_y": 30.0},
    {"text": "you were never here", "line_y": 31.0},
    {"text": "roll credits now please", "line_y": 30.0},
]


def main():
    for job in QUEUE:
        img = render_job(job)
        print(job["text"], int(img.sum()))


if __name__ == "__main__":
    main()
