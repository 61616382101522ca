from dialog import encode_conversation
from model import route_intent

ROUTES = ["billing_agent", "tech_support", "sales"]

CONVERSATIONS = [
    ["hi", "my invoice is wrong"],
    ["hello there", "the app crashes on start", "i reinstalled it", "still broken"],
    ["i want to upgrade my plan"],
    ["hey", "can i get a refund", "it was charged twice"],
    ["router keeps dropping", "yes i restarted it", "lights are orange", "model x200", "please help"],
    ["pricing for teams?", "we have 40 seats"],
]


def main():
    for conv in CONVERSATIONS:
        probs = route_intent(encode_conversation(conv))
        print(f"{len(conv)} turns -> {ROUTES[int(probs.argmax())]}")


if __name__ == "__main__":
    main()
